export type UpstreamFailure = 'timeout' | 'unreachable' | 'connection' | 'too_large' | 'other';

/** A transport failure talking to the upstream (no usable HTTP answer). */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'UpstreamError';
  }
}
