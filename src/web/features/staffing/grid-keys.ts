/** Where an arrow key moves the focus in the staffing grid: [row step, column step] or an absolute column. */
export type GridMove = { row: number; col: number } | { row: number; colTo: "first" | "last" };

const MOVES: Record<string, GridMove> = {
  ArrowUp: { row: -1, col: 0 },
  ArrowDown: { row: 1, col: 0 },
  ArrowLeft: { row: 0, col: -1 },
  ArrowRight: { row: 0, col: 1 },
  Home: { row: 0, colTo: "first" },
  End: { row: 0, colTo: "last" },
};

/** The next (row, col) inside rows × cols, or null when the key is not a move or would leave the grid. */
export function nextGridCell(
  key: string,
  at: { row: number; col: number },
  size: { rows: number; cols: number },
): { row: number; col: number } | null {
  const move = MOVES[key];
  if (!move) return null;
  const row = at.row + move.row;
  const col = "colTo" in move ? (move.colTo === "first" ? 0 : size.cols - 1) : at.col + move.col;
  if (row < 0 || row >= size.rows || col < 0 || col >= size.cols) return null;
  if (row === at.row && col === at.col) return null;
  return { row, col };
}
