/** Citybook's shared primitives; the design tokens they use are `@citybook/ui/tokens.css`. */
export { Button } from './button/button.tsx';
export { Page } from './page/page.tsx';
export { TopBar } from './top-bar/top-bar.tsx';
