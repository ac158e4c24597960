// Types for the functions build-stale.mjs exports to its test.
export declare const NEVER_SOURCE: ReadonlySet<string>;
export declare const GENERATED_AT_TOP: ReadonlySet<string>;
export declare function newestSource(packageDir: string): number;
export declare function builtAt(packageDir: string): number;
