// The shared brands and small codecs live in the kernel (below messages/ and api/ alike); the
// vocabulary re-exports them so an event module names them from one place.
export * from '../kernel/brands';
