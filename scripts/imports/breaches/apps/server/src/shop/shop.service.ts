// Breach of services-without-fastify: a service takes a request.
import type { FastifyRequest } from 'fastify';

export const shopOf = (request: FastifyRequest) => request.id;
