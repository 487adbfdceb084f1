import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';

describe('Button', () => {
  it('is a plain button unless told, so it never submits a form by accident', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('answers a click, and none when disabled', () => {
    const clicks: string[] = [];
    const { rerender } = render(<Button onClick={() => clicks.push('save')}>Save</Button>);
    screen.getByRole('button', { name: 'Save' }).click();
    rerender(
      <Button disabled onClick={() => clicks.push('save')}>
        Save
      </Button>,
    );
    screen.getByRole('button', { name: 'Save' }).click();
    expect(clicks).toEqual(['save']);
  });

  it('has a red variant for what cannot be undone', () => {
    render(<Button variant="danger">Disable</Button>);
    expect(screen.getByRole('button', { name: 'Disable' }).className).toMatch(/danger/);
  });

  it('keeps the class it is given next to its own variant', () => {
    render(
      <Button variant="secondary" className="extra" type="submit">
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.className).toMatch(/secondary/);
    expect(button).toHaveClass('extra');
  });
});
