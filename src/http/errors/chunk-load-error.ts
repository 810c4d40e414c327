/** An island's lazy chunk failed to load, or took longer than the chunk time-out. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError' as const;
  constructor(
    readonly island: string,
    override readonly cause: unknown,
  ) {
    super(`[islas] chunk-loading error: the code of island "${island}" could not be loaded (${describe(cause)}).`);
  }
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}
