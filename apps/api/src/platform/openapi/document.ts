import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { MONEY_FIELDS, MONEY_UNITS, type ErrorCode, type MoneyUnit, type RouteName } from '@kolos/domain';
import type { Config } from '../../config';
import type { RouteAccessConfig } from '../auth/context';
import { AREAS } from './areas';
import { ERROR_SCHEMA_NAME, errorCodesOf, errorResponses, errorSchema } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Refusals the route answers beyond those its declaration implies (platform/openapi/errors.ts). */
    errors?: readonly ErrorCode[];
    /** The name the document gives a wildcard route's `*` (OpenAPI has no unnamed parameter). */
    wildcard?: string;
    /** Money fields of this route whose unit differs from the table's (domain MONEY_FIELDS). */
    money?: Readonly<Record<string, MoneyUnit>>;
  }
}

/** A callback Kolos sends to a partner's system, described under the document's `webhooks`. */
export type WebhookDescription = Record<string, unknown>;

/** The partner route's key scheme, named by routes that take it instead of a session. */
const API_KEY_SCHEME = 'apiKey';

/** SPEC 6 in a line: what the route asks of its caller. */
function accessText(access: RouteAccessConfig): string {
  if (access.public) return 'без входа';
  const parts: string[] = [];
  if (access.route) parts.push(`маршрут SPEC 6 «${access.route satisfies RouteName}»`);
  if (access.rights?.length) parts.push(`право ${access.rights.join(', ')}`);
  if (access.userTypes?.length) parts.push(`тип пользователя ${access.userTypes.join(' или ')}`);
  if (parts.length === 0) parts.push('любой вошедший пользователь');
  if (access.registration) parts.push('открыт и сессии регистрации');
  return parts.join('; ');
}

type Transformed = { schema: Record<string, unknown>; url: string };

/** The wildcard's `*` under its documented name: `/a/*` → `/a/{ids}`. */
function nameWildcard(out: Transformed, name: string | undefined): Transformed {
  if (!name || !out.url.endsWith('*')) return out;
  const params = out.schema.params as
    { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (params?.properties?.['*']) {
    const { '*': wildcard, ...rest } = params.properties;
    params.properties = { ...rest, [name]: wildcard };
    params.required = [...(params.required ?? []).filter((p) => p !== '*'), name];
  }
  return { schema: out.schema, url: `${out.url.slice(0, -1)}{${name}}` };
}

export type JsonSchema = {
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** A copy of the schema whose money fields name their unit (docs/api.md «Money»). */
export function withMoneyUnits(
  schema: JsonSchema,
  units: Readonly<Record<string, MoneyUnit>>,
  name?: string,
): JsonSchema {
  const copy: JsonSchema = { ...schema };
  const unit = name === undefined ? undefined : units[name];
  const numeric = [copy.type].flat().some((t) => t === 'number' || t === 'integer');
  if (unit && numeric && !copy.description?.includes(MONEY_UNITS[unit])) {
    copy.description = [copy.description, MONEY_UNITS[unit]].filter(Boolean).join('. ');
  }
  if (copy.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties).map(([key, value]) => [key, withMoneyUnits(value, units, key)]),
    );
  }
  if (copy.items) copy.items = withMoneyUnits(copy.items, units, name);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (copy[key]) copy[key] = copy[key].map((v) => withMoneyUnits(v, units, name));
  }
  return copy;
}

/** A route answering a file or a stream declares its type in `schema.produces`: its 200 is that type. */
function fileAnswer(answers: Record<string, unknown>, produces: unknown): Record<string, unknown> {
  if (Object.keys(answers).some((status) => status.startsWith('2'))) return {};
  const type = (produces as string[] | undefined)?.[0] ?? 'application/octet-stream';
  return {
    200: {
      description: type === 'text/event-stream' ? 'Поток событий' : 'Файл',
      content: { [type]: { schema: { type: 'string', contentMediaType: type } } },
    },
  };
}

/**
 * zod → JSON Schema (fastify-type-provider-zod), then what every operation says the same way:
 * its description (SPEC section and access), its error answers, no session on public routes.
 * Documentation only: the route's own response schemas, which serialise its answers, are untouched.
 */
function describeOperation(input: Parameters<typeof jsonSchemaTransform>[0]): Transformed {
  const out = jsonSchemaTransform(input) as Transformed;
  const route = (input as { route: RouteOptions }).route;
  const schema = out.schema;
  if (!schema || schema.hide) return out;
  const access = route.config?.access ?? { public: true };
  const method = [route.method].flat()[0]!.toUpperCase();
  const tag = (schema.tags as string[] | undefined)?.[0];
  const area = tag ? AREAS[tag] : undefined;
  const lines = [
    typeof schema.description === 'string' ? schema.description : undefined,
    area ? `Раздел: ${area.spec}.` : undefined,
    `Доступ: ${schema.security ? 'ключ API компании в заголовке X-Api-Key' : accessText(access)}.`,
  ];
  const codes = errorCodesOf({
    method,
    access: schema.security ? { ...access, public: false } : access,
    hasParams: schema.params !== undefined,
    hasInput: ['params', 'querystring', 'body', 'headers'].some((k) => schema[k] !== undefined),
    hasBody: schema.body !== undefined,
    declared: route.config?.errors ?? [],
  });
  const units = { ...MONEY_FIELDS, ...route.config?.money };
  const answers = Object.fromEntries(
    Object.entries((schema.response ?? {}) as Record<string, JsonSchema>).map(([status, answer]) => [
      status,
      withMoneyUnits(answer, units),
    ]),
  );
  const described: Record<string, unknown> = {
    ...schema,
    ...(schema.body ? { body: withMoneyUnits(schema.body as JsonSchema, units) } : {}),
    description: lines.filter(Boolean).join('\n\n'),
    response: { ...answers, ...fileAnswer(answers, schema.produces), ...errorResponses(codes) },
    ...(access.public && !schema.security ? { security: [] } : {}),
  };
  return nameWildcard({ schema: described, url: out.url }, route.config?.wildcard);
}

type Doc = { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> } & {
  components?: { responses?: Record<string, unknown> };
};

/**
 * Error answers with the same codes are one shared response (`#/components/responses/401-…`):
 * the document and the client's types say each once rather than on every operation.
 */
function shareErrorAnswers({ openapiObject }: { openapiObject: unknown }): Doc {
  const doc = openapiObject as Doc;
  const shared: Record<string, unknown> = {};
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item)) {
      for (const [status, answer] of Object.entries(op.responses ?? {})) {
        const codes = errorCodesIn(answer);
        if (!/^[45]/.test(status) || !codes) continue;
        const name = `${status}-${codes.join('-')}`;
        shared[name] = answer;
        op.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  doc.components = { ...doc.components, responses: { ...doc.components?.responses, ...shared } };
  return doc;
}

/** The codes of an answer errorResponses built, or undefined for any other answer. */
function errorCodesIn(answer: unknown): (string | number)[] | undefined {
  const schema = (answer as { content?: Record<string, { schema?: { allOf?: unknown[] } }> }).content?.[
    'application/json'
  ]?.schema;
  const narrowed = schema?.allOf?.[1] as
    { properties?: { code?: { enum?: (string | number)[] } } } | undefined;
  return narrowed?.properties?.code?.enum;
}

/** @fastify/swagger's options: OpenAPI 3.1 at the configured PUBLIC_URL, with the areas' webhooks. */
export function openapiOptions(
  config: Config,
  webhooks: Record<string, WebhookDescription>,
): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Колос API',
        version: '1.0.0',
        description:
          'API платформы Колос (SPEC 7). Правила, общие для всех вызовов (даты, деньги, ошибки, списки), — docs/api.md; первый час партнёра — docs/integration.md.',
        license: { name: 'Проприетарная', identifier: 'LicenseRef-Kolos' },
      },
      // Read when the document is first asked for: PUBLIC_URL follows the listening address when unset.
      servers: [
        {
          get url() {
            return config.PUBLIC_URL;
          },
          description: 'Этот сервер (PUBLIC_URL)',
        },
      ],
      tags: Object.entries(AREAS).map(([name, area]) => ({
        name,
        description: `${area.name}. ${area.spec}`,
      })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          [API_KEY_SCHEME]: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
        schemas: { [ERROR_SCHEMA_NAME]: errorSchema as unknown as Record<string, unknown> },
      },
      security: [{ bearer: [] }],
      webhooks,
    } as FastifyDynamicSwaggerOptions['openapi'],
    transform: describeOperation as FastifyDynamicSwaggerOptions['transform'],
    transformObject: shareErrorAnswers as FastifyDynamicSwaggerOptions['transformObject'],
  };
}
