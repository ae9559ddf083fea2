// Story images are imported as URLs by Vite.
declare module '*.svg' {
  const url: string;
  export default url;
}
