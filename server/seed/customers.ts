// Demo customers and partners, written through the services as the tenant's first administrator: two partners
// (a CORPORATE 'Lahore Corporate Health', a DISCOUNT 'Senior Citizens Programme') and six customers with
// Pakistani mobile numbers and an address each in Lahore; one customer belongs to the corporate partner.
import { eq } from "drizzle-orm";
import type { Tx } from "../db/engine";
import { cities } from "../db/schema";
import { createAddress, createCustomer } from "../modules/customers";
import { createPartner } from "../modules/partners";
import { adminScope } from "./registers";

const DEMO_CUSTOMERS = [
  { name: "Ayesha Malik", phoneNumber: "0300 1112233", email: "ayesha.malik@example.com", gender: "FEMALE", street: "Main Boulevard", building: "12-B" },
  { name: "Bilal Ahmed", phoneNumber: "0321 4567890", email: null, gender: "MALE", street: "Jail Road", building: "45" },
  { name: "Fatima Zahra", phoneNumber: "0333 7654321", email: "fatima.zahra@example.com", gender: "FEMALE", street: "MM Alam Road", building: "7" },
  { name: "Hamza Sheikh", phoneNumber: "0345 1122334", email: null, gender: "MALE", street: "Ferozepur Road", building: "210" },
  { name: "Nadia Hussain", phoneNumber: "0312 9988776", email: "nadia.hussain@example.com", gender: "FEMALE", street: "Canal Bank Road", building: "3-A" },
  { name: "Imran Qureshi", phoneNumber: "0301 5566778", email: null, gender: "MALE", street: "Davis Road", building: "88" },
] as const;

export async function seedCustomers(tx: Tx, tenantId: string): Promise<void> {
  const scope = await adminScope(tx, tenantId);
  if (!scope) return;
  const [lahore] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.name, "Lahore")).limit(1);
  const cityId = lahore?.id ?? null;
  const corporate = await createPartner(scope, {
    name: "Lahore Corporate Health",
    type: "CORPORATE",
    contactPerson: "Kamran Javed",
    email: "benefits@lahorecorporate.example.com",
    phoneNumber: "042 35761234",
    address: "Gulberg III",
    cityId,
  });
  await createPartner(scope, { name: "Senior Citizens Programme", type: "DISCOUNT", contactPerson: "Shazia Parveen", cityId });
  for (const [index, customer] of DEMO_CUSTOMERS.entries()) {
    const created = await createCustomer(scope, {
      name: customer.name,
      phoneNumber: customer.phoneNumber,
      email: customer.email,
      gender: customer.gender,
      partnerId: index === 0 ? corporate.id : null,
    });
    await createAddress(scope, created.id, { buildingNo: customer.building, streetName: customer.street, cityId, state: "Punjab", postalCode: "54000" });
  }
}
