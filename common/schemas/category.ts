// Categories: a tree of at most CATEGORY_MAX_LEVEL levels (1 = top).
import { z } from "zod";
import { plainFileUrlOrNull } from "../files/fileUrl";
import { optionalId, optionalText, requiredText } from "./fields";
import { NAME_MESSAGE, activeStatus } from "./taxonomy";

export const CATEGORY_MAX_LEVEL = 3;
export const CATEGORY_DEPTH_MESSAGE = `Categories can be at most ${CATEGORY_MAX_LEVEL} levels deep.`;
export const CATEGORY_CYCLE_MESSAGE = "A category cannot be placed under itself or one of its subcategories.";
export const CATEGORY_PARENT_MESSAGE = "Please select a valid parent category.";

const long = { length: 2000, message: "Text must be at most 2000 characters." };
const url = { length: 1000, message: "Link must be at most 1000 characters." };

export const categoryInputSchema = z.object({
  name: requiredText(NAME_MESSAGE, { length: 120, message: "Name must be at most 120 characters." }),
  status: activeStatus(),
  description: optionalText(long),
  comment: optionalText(long),
  categoryIcon: optionalText(url).transform(plainFileUrlOrNull),
  imageUrl: optionalText(url).transform(plainFileUrlOrNull),
  parentId: optionalId(CATEGORY_PARENT_MESSAGE),
});

export type CategoryInput = z.infer<typeof categoryInputSchema>;
