// Business constants of the generic grid (spec section 9).
export const GRID_DEFAULT_PAGE_SIZE = 10;
export const GRID_PAGE_SIZE_OPTIONS: readonly number[] = [10, 20, 30];
export const GRID_COLUMN_WIDTH = 150;
export const GRID_COLUMN_MIN_WIDTH = 20;
export const GRID_CELL_MAX_WIDTH = 500;
export const GRID_EMPTY_HEIGHT = 300;
export const GRID_SKELETON_ROWS = 10;

export const columnVisibilityKey = (gridId: string) => `grid-columns:${gridId}`;

/** Main listings (spec section 9): 20 rows a page, 20, 30, 50 or 100 to choose from. */
export const MAIN_LISTING_PAGING = { pageSize: 20, pageSizeOptions: [20, 30, 50, 100] } as const;
