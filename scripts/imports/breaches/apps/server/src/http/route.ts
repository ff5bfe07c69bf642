// Breach of http-below-domains: http/ reaches into a domain.
import { shopOf } from '../shop/shop.service.ts';

export const route = shopOf;
