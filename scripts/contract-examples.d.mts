// Types of contract-examples.mjs for the TypeScript tests that import it.
export declare const bundlePath: string;
export declare const examplesPath: string;
export declare function contractExamples(bundle: unknown): { $comment: string; agentCatalogue: unknown[] };
