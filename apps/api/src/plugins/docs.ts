import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document built from the same zod schemas the routes validate with. */
export async function registerDocs(app: FastifyInstance, productName: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `API del portale ${productName}`,
        description: 'API /v2 del portale per le agenzie immobiliari.',
        version: '2.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/v2/docs', staticCSP: true });
}
