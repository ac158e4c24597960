// CSS imports are handled by rsbuild; for TypeScript they are side-effect modules.
declare module '*.css';

// react-router's own entry under another name, for react-router-shared.ts only (mfResolve in mf-shared.ts).
declare module '@fpl-assistant/react-router-impl' {
  export * from 'react-router';
}
