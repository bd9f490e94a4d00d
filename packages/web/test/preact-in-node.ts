import Module from 'node:module';

/**
 * The unit tests run what ships: Preact's React-compatible runtime (see build/preact-runtime.ts).
 * Vite's alias reaches the modules Vite transforms; the libraries that Vitest leaves to Node load React
 * with `require`, which no alias sees, so Node's resolver is pointed at preact/compat here.
 */
const preactFor: Record<string, string> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/test-utils': 'preact/compat/test-utils',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
};

type Resolve = (request: string, ...rest: unknown[]) => string;
const nodeModule = Module as unknown as { _resolveFilename: Resolve & { toPreact?: true } };
if (!nodeModule._resolveFilename.toPreact) {
  const resolve = nodeModule._resolveFilename;
  const toPreact: Resolve = function (this: unknown, request, ...rest) {
    return resolve.call(this, preactFor[request] ?? request, ...rest);
  };
  nodeModule._resolveFilename = Object.assign(toPreact, { toPreact: true as const });
}
