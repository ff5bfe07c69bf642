// Breach of routes-call-services: a route reads a repository.
import { findShop } from './shop.repository.ts';

export const shopRoute = (id: number) => findShop(id);
