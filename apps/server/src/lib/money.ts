/** Money is stored in integer fen and shown in yuan. */
export const fenToYuan = (fen: number): number => fen / 100;
export const yuanToFen = (yuan: number): number => Math.round(yuan * 100);
