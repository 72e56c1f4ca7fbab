import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
}

/** Methods Fastify adds by itself (HEAD for every GET), which the page leaves out. */
const IMPLIED_METHODS = new Set(['HEAD', 'OPTIONS']);

/**
 * Every route and its methods, from `printRoutes({ commonPrefix: false })`: a tree whose lines are
 * `<indent>├── <segment> (<METHODS>)`, each segment continuing its parent's path, 4 characters of
 * indent per level.
 */
function registeredRoutes(tree: string): Array<{ path: string; methods: string[] }> {
  const routes: Array<{ path: string; methods: string[] }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

/** `/media/gifts/:file` as the page writes it: `/media/gifts/{file}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI page', () => {
  let test: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    test = await createTestApp('pglite');
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers an OpenAPI 3 document at /api/docs/json', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBeTruthy();
  });

  it('reads the route tree the way it is printed', () => {
    const routes = registeredRoutes(test.app.printRoutes({ commonPrefix: false }));
    expect(routes).toContainEqual({ path: '/api/user.php', methods: expect.arrayContaining(['GET', 'PUT', 'POST']) });
    expect(routes).toContainEqual({ path: '/api/docs/json', methods: expect.arrayContaining(['GET']) });
    expect(routes.length).toBeGreaterThan(15);
  });

  it('documents every route under /api/ with a summary and a tag', () => {
    const routes = registeredRoutes(test.app.printRoutes({ commonPrefix: false })).filter(
      ({ path }) => path.startsWith('/api/') && path !== '/api/docs' && !path.startsWith('/api/docs/'),
    );
    const expected = routes.flatMap(({ path, methods }) =>
      methods.filter((method) => !IMPLIED_METHODS.has(method)).map((method) => `${method} ${openApiPath(path)}`),
    );
    expect(expected.length).toBeGreaterThanOrEqual(14);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.summary && operation.tags?.length)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toEqual(expect.arrayContaining(expected));
  });

  it('leaves the site files off the page but documents the remotes registry', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual(['/remotes.json']);
    expect(paths.some((path) => path.startsWith('/api/docs'))).toBe(false);
    const registry = document.paths['/remotes.json']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(registry).toMatchObject({ properties: { remotes: { type: 'array' } } });
  });

  it('describes requests and answers with the shared schemas', () => {
    const signup = document.paths['/api/signup.php']!.post!;
    const body = signup.requestBody!.content['application/json']!.schema;
    expect(body).toMatchObject({ properties: { email: { type: 'string' }, gender: { enum: ['male', 'female'] } } });
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '4XX', '5XX']));

    const geocode = document.paths['/api/geocode.php']!.get!;
    expect(geocode.parameters?.map(({ in: where, name }) => `${where}:${name}`)).toEqual(['query:lat', 'query:lon']);

    const settings = document.paths['/api/settings.php']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(settings).toMatchObject({ properties: { settings: { properties: { cdn_prefix: { type: 'string' } } } } });

    const error = signup.responses['4XX']!.content!['application/json']!.schema;
    expect(error).toMatchObject({ properties: { error: { enum: expect.arrayContaining(['validation_failed']) } } });
  });

  it('marks the routes that need a member', () => {
    expect(document.paths['/api/user.php']!.put!.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/user.php']!.get!.security).toBeUndefined();
  });

  it('documents without validating: bad input still answers our error format', async () => {
    const complaint = await test.app.inject({ method: 'POST', url: '/api/complaints.php', payload: { name: 1 } });
    expect(complaint.statusCode).toBe(400);
    expect(complaint.json()).toMatchObject({
      error: 'validation_failed',
      fields: { name: expect.stringMatching(/^errors\./), email: expect.stringMatching(/^errors\./) },
    });
    const geocode = await test.app.inject({ method: 'GET', url: '/api/geocode.php?lat=north&lon=4.9' });
    expect(geocode.statusCode).toBe(400);
    expect(geocode.json()).toEqual({ error: 'validation_failed', fields: { lat: 'errors.field_invalid' } });
  });

  it('serves the page and its assets from the package, offline', async () => {
    const page = await test.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui');
    const asset = await test.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    const initializer = await test.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
