// The audit screens' texts the spec words (section 8).
export const AUDIT_CREATED = "Audit created successfully";
export const AUDIT_DETAILS_FAILED = "Failed to load audit details. Please try again.";
export const NO_PRODUCTS_FOUND = "No products found matching your search criteria.";
