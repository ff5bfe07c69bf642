/** Gives dependency-cruiser the JSX-aware swc of ./swc-tsx.mjs (see check.mjs). */
export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@swc/core' && context.parentURL?.includes('/node_modules/dependency-cruiser/')) {
    return { url: new URL('./swc-tsx.mjs', import.meta.url).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
