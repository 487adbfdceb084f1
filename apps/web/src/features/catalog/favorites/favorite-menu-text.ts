/**
 * The side menu's entry to the favourites page (issue #17 item 4). A file of its own: the menu is
 * in the first download, the favourites' other texts are not (bench:bundle).
 */
export const FAVORITES_MENU_LABEL = 'Favourites';
