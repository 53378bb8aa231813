/** The one part of jStat (MIT, no dependencies, no types of its own) the classroom uses. */
declare module 'jstat' {
  const jStat: {
    studentt: {
      /** The t quantile: the value below which a t variable with `dof` degrees of freedom falls with probability p. */
      inv(p: number, dof: number): number;
    };
  };
  export default jStat;
}
