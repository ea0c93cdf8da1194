/** The attribute of the element the server renders around the chessboard (filter chips, grid, popover's frame): the explorer listens on it. */
export const EXPLORER_ROOT = 'data-chessboard-explorer'
