export const findShop = (id: number) => ({ id });
