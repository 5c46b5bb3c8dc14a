// The halves of a language catalogue that vite.config.ts (catalogueParts) serves.
declare module '*.json?first' {
  const part: Record<string, unknown>;
  export default part;
}

declare module '*.json?rest' {
  const part: Record<string, unknown>;
  export default part;
}
