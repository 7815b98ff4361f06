/** A placeholder row shown while a page loads. */
export interface SkeletonRow {
  __skeleton: number;
}

export const isSkeletonRow = (row: object): row is SkeletonRow => "__skeleton" in row;

export const skeletonRows = (count: number): SkeletonRow[] =>
  Array.from({ length: count }, (_, index) => ({ __skeleton: index }));
