/** Values the rspack config factory defines at build time. */
declare const __CONTAINER_NAME__: string;
declare const __BUILD_ID__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.scss';
declare module '*.css';
