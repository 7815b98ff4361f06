import { defineResource } from "../../defineResource";

// The registers as options of the order list's Register filter: not in the menu, no screens, searched by name
// (getLocationRegisters answers the user's allowed locations).
export const orderRegistersLookup = defineResource({
  name: "order-registers",
  label: "Registers",
  hide: true,
  picker: { searchField: "name" },
  gql: { list: { operation: "getLocationRegisters", fields: "id name" } },
});
