// CSS imports are handled by rsbuild; for TypeScript they are side-effect modules.
declare module '*.css';
