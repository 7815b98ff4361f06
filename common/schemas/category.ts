// Categories: a tree of at most CATEGORY_MAX_LEVEL levels (1 = top).
import { z } from "zod";
import { optionalId, optionalImageUrl, optionalText, requiredText } from "./fields";
import { NAME_MESSAGE, activeStatus } from "./taxonomy";

export const CATEGORY_MAX_LEVEL = 3;
export const CATEGORY_DEPTH_MESSAGE = `Categories can be at most ${CATEGORY_MAX_LEVEL} levels deep.`;
export const CATEGORY_CYCLE_MESSAGE = "A category cannot be placed under itself or one of its subcategories.";
export const CATEGORY_PARENT_MESSAGE = "Please select a valid parent category.";

export const categoryInputSchema = z.object({
  name: requiredText(NAME_MESSAGE, { label: "Name", max: 120 }),
  status: activeStatus(),
  description: optionalText({ label: "Description", max: 2000, multiline: true }),
  comment: optionalText({ label: "Comment", max: 2000, multiline: true }),
  categoryIcon: optionalImageUrl("Icon"),
  imageUrl: optionalImageUrl("Image"),
  parentId: optionalId(CATEGORY_PARENT_MESSAGE),
});

export type CategoryInput = z.infer<typeof categoryInputSchema>;
