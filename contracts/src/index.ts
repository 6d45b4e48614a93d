// Runtime entry for Node consumers (BFF, platform, tests). The web imports subpaths, types only for the registry.
export * from './common';
export * from './define-call';
export * from './envelope';
export * from './errors';
export * from './registry';
