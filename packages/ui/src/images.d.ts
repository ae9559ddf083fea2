// Raster images imported by stories and tests resolve to their URL (Vite's asset handling), as SVGs do.
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
