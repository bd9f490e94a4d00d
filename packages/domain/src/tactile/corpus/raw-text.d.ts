// The corpus files are imported as text through Vite's ?raw (the domain has no Node types).
declare module '*.txt?raw' {
  const text: string;
  export default text;
}
