/** The Commander embed's chunks loaded after its first open (embed-chunks.mjs). */
export declare const COMMANDER_LATER_CHUNKS: readonly string[];
/** Whether a file of dist-embed/ is loaded on the Commander's first open. */
export declare function inCommanderFirstOpen(file: string): boolean;
