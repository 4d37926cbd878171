// TEMPORARY scaffold
export const loader = () => null
