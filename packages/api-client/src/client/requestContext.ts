// What the client tells its hooks about a request, through ky's `context` option.

export interface RequestContext {
  /** Product and search requests: sent with no Authorization header at all (spec section 6). */
  anonymous?: boolean;
  /** The caller gave a path relative to the API base, not an absolute URL (the XSRF rule). */
  relative?: boolean;
}

export function readContext(context: Record<string, unknown>): RequestContext {
  return {
    anonymous: context['anonymous'] === true,
    relative: context['relative'] === true,
  };
}
