// Demo catalogue: products sold in Pakistani pharmacies, their manufacturers, generic formulas, a three-level
// category tree, tax groups, tags and distributors. Prices are PKR; maximumRetailPrice is per buying unit.

export const demoTaxGroups = [
  { name: "GST Exempt", taxPercentage: 0 },
  { name: "GST 18%", taxPercentage: 18 },
] as const;

export const demoTags = ["OTC", "Prescription", "Fast moving", "Cold chain", "Imported", "Seasonal"] as const;

/** name → line of business */
export const demoManufacturers: Readonly<Record<string, string>> = {
  GSK: "Pharmaceuticals",
  Haleon: "Consumer healthcare",
  Abbott: "Pharmaceuticals and nutrition",
  "Getz Pharma": "Pharmaceuticals",
  Searle: "Pharmaceuticals",
  "Sami Pharmaceuticals": "Pharmaceuticals",
  Pfizer: "Pharmaceuticals",
  Sanofi: "Pharmaceuticals",
  Merck: "Pharmaceuticals",
  Bayer: "Pharmaceuticals",
  "Highnoon Laboratories": "Pharmaceuticals",
  Reckitt: "Hygiene and health",
  Nestlé: "Nutrition",
  "Procter & Gamble": "Personal and baby care",
  Unilever: "Personal care",
  "Johnson & Johnson": "Baby care",
  Beiersdorf: "Skin care",
  "Colgate-Palmolive": "Oral care",
};

/** Top level → second level → third level (empty: no third level). */
export const demoCategoryTree: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  Medicines: {
    Analgesics: ["Tablets", "Syrups"],
    Antibiotics: ["Tablets & Capsules", "Suspensions"],
    Gastrointestinal: [],
    "Allergy, Cough & Cold": [],
    Diabetes: [],
    Cardiovascular: [],
  },
  "Vitamins & Supplements": { Multivitamins: [], Calcium: [], Nutrition: [] },
  "Baby Care": { Diapers: [], "Baby Food": [], "Baby Bath": [] },
  "Personal Care": { "Oral Care": [], "Skin Care": [], "Soaps & Hygiene": [] },
};

export interface DemoProduct {
  name: string;
  manufacturer: string;
  formula: string | null;
  /** "Level 1/Level 2[/Level 3]" */
  category: string;
  buyingUnit: "BOX" | "CARTON";
  sellingUnit: "PIECE" | "UNIT";
  uomFactor: number;
  maximumRetailPrice: number;
  tags: readonly string[];
  rx?: boolean;
}

const A = "Medicines/Analgesics";
const AB = "Medicines/Antibiotics";
const p = (
  name: string,
  manufacturer: string,
  formula: string | null,
  category: string,
  buyingUnit: "BOX" | "CARTON",
  uomFactor: number,
  maximumRetailPrice: number,
  tags: readonly string[],
  rx = false,
): DemoProduct => ({ name, manufacturer, formula, category, buyingUnit, sellingUnit: buyingUnit === "BOX" ? "PIECE" : "UNIT", uomFactor, maximumRetailPrice, tags, rx });

export const demoProducts: readonly DemoProduct[] = [
  p("Panadol 500mg Tablets", "Haleon", "Paracetamol", `${A}/Tablets`, "BOX", 200, 540, ["OTC", "Fast moving"]),
  p("Panadol Extra Tablets", "Haleon", "Paracetamol + Caffeine", `${A}/Tablets`, "BOX", 200, 780, ["OTC", "Fast moving"]),
  p("Brufen 400mg Tablets", "Abbott", "Ibuprofen", `${A}/Tablets`, "BOX", 300, 1050, ["OTC", "Fast moving"]),
  p("Brufen Syrup 100mg/5ml 90ml", "Abbott", "Ibuprofen", `${A}/Syrups`, "CARTON", 12, 1560, ["OTC"]),
  p("Ponstan 500mg Tablets", "Pfizer", "Mefenamic Acid", `${A}/Tablets`, "BOX", 100, 640, ["OTC", "Fast moving"]),
  p("Ponstan Suspension 50mg/5ml 60ml", "Pfizer", "Mefenamic Acid", `${A}/Syrups`, "CARTON", 12, 1140, ["OTC"]),
  p("Disprin 300mg Tablets", "Reckitt", "Aspirin", `${A}/Tablets`, "BOX", 600, 1200, ["OTC", "Fast moving"]),
  p("Calpol Syrup 120mg/5ml 90ml", "Haleon", "Paracetamol", `${A}/Syrups`, "CARTON", 12, 1380, ["OTC", "Fast moving"]),
  p("Calpol 6 Plus Suspension 250mg/5ml", "Haleon", "Paracetamol", `${A}/Syrups`, "CARTON", 12, 1680, ["OTC"]),
  p("Loprin 75mg Tablets", "Highnoon Laboratories", "Aspirin", "Medicines/Cardiovascular", "BOX", 30, 95, ["Prescription"], true),
  p("Augmentin 625mg Tablets", "GSK", "Amoxicillin + Clavulanic Acid", `${AB}/Tablets & Capsules`, "BOX", 6, 490, ["Prescription", "Fast moving"], true),
  p("Augmentin 1g Tablets", "GSK", "Amoxicillin + Clavulanic Acid", `${AB}/Tablets & Capsules`, "BOX", 6, 720, ["Prescription"], true),
  p("Augmentin DS Suspension 457mg/5ml 70ml", "GSK", "Amoxicillin + Clavulanic Acid", `${AB}/Suspensions`, "CARTON", 10, 4150, ["Prescription"], true),
  p("Amoxil 500mg Capsules", "GSK", "Amoxicillin", `${AB}/Tablets & Capsules`, "BOX", 20, 265, ["Prescription"], true),
  p("Amoxil Suspension 250mg/5ml 90ml", "GSK", "Amoxicillin", `${AB}/Suspensions`, "CARTON", 12, 1620, ["Prescription"], true),
  p("Flagyl 400mg Tablets", "Sanofi", "Metronidazole", `${AB}/Tablets & Capsules`, "BOX", 200, 980, ["Prescription", "Fast moving"], true),
  p("Flagyl Suspension 200mg/5ml 90ml", "Sanofi", "Metronidazole", `${AB}/Suspensions`, "CARTON", 12, 1500, ["Prescription"], true),
  p("Velosef 500mg Capsules", "GSK", "Cefradine", `${AB}/Tablets & Capsules`, "BOX", 12, 540, ["Prescription"], true),
  p("Klaricid 500mg Tablets", "Abbott", "Clarithromycin", `${AB}/Tablets & Capsules`, "BOX", 10, 1390, ["Prescription"], true),
  p("Ciproxin 500mg Tablets", "Bayer", "Ciprofloxacin", `${AB}/Tablets & Capsules`, "BOX", 10, 610, ["Prescription", "Imported"], true),
  p("Risek 20mg Capsules", "Getz Pharma", "Omeprazole", "Medicines/Gastrointestinal", "BOX", 14, 370, ["Prescription", "Fast moving"], true),
  p("Risek 40mg Capsules", "Getz Pharma", "Omeprazole", "Medicines/Gastrointestinal", "BOX", 14, 560, ["Prescription"], true),
  p("Nexum 40mg Tablets", "Getz Pharma", "Esomeprazole", "Medicines/Gastrointestinal", "BOX", 14, 590, ["Prescription"], true),
  p("Gravinate 50mg Tablets", "Searle", "Dimenhydrinate", "Medicines/Gastrointestinal", "BOX", 100, 420, ["OTC", "Seasonal"]),
  p("Softin 10mg Tablets", "Searle", "Loratadine", "Medicines/Allergy, Cough & Cold", "BOX", 10, 210, ["OTC", "Seasonal"]),
  p("Zyrtec 10mg Tablets", "GSK", "Cetirizine", "Medicines/Allergy, Cough & Cold", "BOX", 10, 245, ["OTC", "Seasonal"]),
  p("Rigix 10mg Tablets", "Sami Pharmaceuticals", "Cetirizine", "Medicines/Allergy, Cough & Cold", "BOX", 10, 150, ["OTC"]),
  p("Arinac Tablets", "Abbott", "Ibuprofen + Pseudoephedrine", "Medicines/Allergy, Cough & Cold", "BOX", 100, 1150, ["OTC", "Seasonal", "Fast moving"]),
  p("Arinac Forte Tablets", "Abbott", "Ibuprofen + Pseudoephedrine", "Medicines/Allergy, Cough & Cold", "BOX", 100, 1480, ["OTC", "Seasonal"]),
  p("Hydryllin Syrup 120ml", "Searle", "Diphenhydramine + Ammonium Chloride", "Medicines/Allergy, Cough & Cold", "CARTON", 12, 1800, ["OTC", "Seasonal"]),
  p("Getryl 2mg Tablets", "Getz Pharma", "Glimepiride", "Medicines/Diabetes", "BOX", 20, 380, ["Prescription"], true),
  p("Glucophage 500mg Tablets", "Merck", "Metformin", "Medicines/Diabetes", "BOX", 50, 230, ["Prescription", "Fast moving"], true),
  p("Concor 5mg Tablets", "Merck", "Bisoprolol", "Medicines/Cardiovascular", "BOX", 30, 410, ["Prescription"], true),
  p("Lipiget 10mg Tablets", "Getz Pharma", "Atorvastatin", "Medicines/Cardiovascular", "BOX", 10, 330, ["Prescription"], true),
  p("Surbex-Z Tablets", "Abbott", "Multivitamins with Zinc", "Vitamins & Supplements/Multivitamins", "BOX", 30, 690, ["OTC", "Fast moving"]),
  p("Neurobion Tablets", "Merck", "Vitamin B1, B6, B12", "Vitamins & Supplements/Multivitamins", "BOX", 30, 420, ["OTC"]),
  p("Centrum Tablets 30s", "Haleon", "Multivitamins with Zinc", "Vitamins & Supplements/Multivitamins", "BOX", 30, 2350, ["OTC", "Imported"]),
  p("Evion 400mg Capsules", "Merck", "Vitamin E", "Vitamins & Supplements/Multivitamins", "BOX", 30, 690, ["OTC"]),
  p("Caltrate 600+D Tablets", "Haleon", "Calcium Carbonate + Vitamin D3", "Vitamins & Supplements/Calcium", "BOX", 30, 1250, ["OTC"]),
  p("CAC-1000 Plus Effervescent Tablets", "Haleon", "Calcium Carbonate + Vitamin D3", "Vitamins & Supplements/Calcium", "BOX", 10, 480, ["OTC", "Fast moving"]),
  p("Ensure Vanilla 400g", "Abbott", null, "Vitamins & Supplements/Nutrition", "CARTON", 12, 45600, ["OTC", "Imported"]),
  p("Ensure Chocolate 850g", "Abbott", null, "Vitamins & Supplements/Nutrition", "CARTON", 6, 42900, ["OTC", "Imported"]),
  p("Cerelac Wheat 175g", "Nestlé", null, "Baby Care/Baby Food", "CARTON", 24, 13200, ["OTC", "Fast moving"]),
  p("Cerelac Rice 175g", "Nestlé", null, "Baby Care/Baby Food", "CARTON", 24, 13200, ["OTC"]),
  p("NAN Optipro 1 Infant Formula 400g", "Nestlé", null, "Baby Care/Baby Food", "CARTON", 12, 38400, ["OTC", "Fast moving"]),
  p("Lactogen 1 Infant Formula 400g", "Nestlé", null, "Baby Care/Baby Food", "CARTON", 12, 27600, ["OTC"]),
  p("Pampers Baby-Dry Size 3 (58 pcs)", "Procter & Gamble", null, "Baby Care/Diapers", "CARTON", 4, 14400, ["OTC", "Fast moving"]),
  p("Pampers Baby-Dry Size 4 (50 pcs)", "Procter & Gamble", null, "Baby Care/Diapers", "CARTON", 4, 14400, ["OTC", "Fast moving"]),
  p("Johnson's Baby Shampoo 200ml", "Johnson & Johnson", null, "Baby Care/Baby Bath", "CARTON", 24, 16800, ["OTC", "Imported"]),
  p("Johnson's Baby Powder 200g", "Johnson & Johnson", null, "Baby Care/Baby Bath", "CARTON", 24, 13440, ["OTC"]),
  p("Johnson's Baby Oil 125ml", "Johnson & Johnson", null, "Baby Care/Baby Bath", "CARTON", 24, 15600, ["OTC"]),
  p("Dettol Antiseptic Liquid 500ml", "Reckitt", null, "Personal Care/Soaps & Hygiene", "CARTON", 12, 10200, ["OTC", "Fast moving"]),
  p("Dettol Original Soap 115g", "Reckitt", null, "Personal Care/Soaps & Hygiene", "CARTON", 72, 13680, ["OTC", "Fast moving"]),
  p("Safeguard Pure White Soap 135g", "Procter & Gamble", null, "Personal Care/Soaps & Hygiene", "CARTON", 72, 12960, ["OTC", "Fast moving"]),
  p("Lifebuoy Total Soap 128g", "Unilever", null, "Personal Care/Soaps & Hygiene", "CARTON", 72, 9360, ["OTC"]),
  p("Sensodyne Fresh Mint Toothpaste 100g", "Haleon", null, "Personal Care/Oral Care", "CARTON", 48, 38400, ["OTC"]),
  p("Colgate MaxFresh Toothpaste 150g", "Colgate-Palmolive", null, "Personal Care/Oral Care", "CARTON", 48, 20160, ["OTC"]),
  p("Nivea Soft Cream 100ml", "Beiersdorf", null, "Personal Care/Skin Care", "CARTON", 24, 24000, ["OTC", "Imported"]),
  p("Vaseline Intensive Care Lotion 200ml", "Unilever", null, "Personal Care/Skin Care", "CARTON", 24, 19200, ["OTC"]),
  p("Head & Shoulders Shampoo 185ml", "Procter & Gamble", null, "Personal Care/Skin Care", "CARTON", 24, 18960, ["OTC"]),
  p("Insulin Mixtard 30 Vial 10ml", "Sanofi", null, "Medicines/Diabetes", "BOX", 1, 1650, ["Prescription", "Cold chain"], true),
];

/** Products the acme tenant gets (its own copies: nothing is shared between tenants). */
export const acmeProductNames = [
  "Panadol 500mg Tablets",
  "Brufen 400mg Tablets",
  "Augmentin 625mg Tablets",
  "Dettol Antiseptic Liquid 500ml",
  "Safeguard Pure White Soap 135g",
];

export interface DemoVendor {
  name: string;
  type: string;
  classification: string;
  contactPerson: string;
  primaryEmail: string;
  primaryPhone: string;
  secondaryPhone: string;
  businessAddress: string;
  city: string;
  bankName: string;
  branchCode: string;
  branchCity: string;
  /** Bank code + 16-digit account; the check digits are computed. */
  bban: string;
  creditLimit: number;
  leadTime: number;
  paymentTerms: string;
  manufacturers: readonly string[];
}

export const demoVendors: readonly DemoVendor[] = [
  {
    name: "Muller & Phipps Pakistan",
    type: "DISTRIBUTOR",
    classification: "A",
    contactPerson: "Kamran Siddiqui",
    primaryEmail: "orders@mullerphipps.example.pk",
    primaryPhone: "+92 300 8201145",
    secondaryPhone: "+92 42 35761234",
    businessAddress: "Plot 12, Sector 24, Korangi Industrial Area",
    city: "Karachi",
    bankName: "Habib Bank Limited",
    branchCode: "0042",
    branchCity: "Karachi",
    bban: "HABB0000421234567801",
    creditLimit: 2500000,
    leadTime: 3,
    paymentTerms: "Net 30",
    manufacturers: ["GSK", "Haleon", "Pfizer", "Procter & Gamble"],
  },
  {
    name: "IBL Healthcare",
    type: "DISTRIBUTOR",
    classification: "A",
    contactPerson: "Sadia Rehman",
    primaryEmail: "supply@iblhealthcare.example.pk",
    primaryPhone: "+92 321 4456789",
    secondaryPhone: "+92 42 35880021",
    businessAddress: "2nd Floor, One IBL Centre, Shahrah-e-Faisal",
    city: "Karachi",
    bankName: "MCB Bank",
    branchCode: "1120",
    branchCity: "Lahore",
    bban: "MUCB0011201098765402",
    creditLimit: 1800000,
    leadTime: 2,
    paymentTerms: "Net 45",
    manufacturers: ["Abbott", "Sanofi", "Merck", "Bayer", "Nestlé"],
  },
  {
    name: "Premier Agencies",
    type: "WHOLESALER",
    classification: "B",
    contactPerson: "Imran Qureshi",
    primaryEmail: "accounts@premieragencies.example.pk",
    primaryPhone: "+92 333 5567123",
    secondaryPhone: "+92 51 2876543",
    businessAddress: "45-B, Hall Road",
    city: "Lahore",
    bankName: "Meezan Bank",
    branchCode: "0213",
    branchCity: "Lahore",
    bban: "MEZN0002130104455667",
    creditLimit: 750000,
    leadTime: 1,
    paymentTerms: "Net 15",
    manufacturers: ["Getz Pharma", "Searle", "Sami Pharmaceuticals", "Highnoon Laboratories"],
  },
  {
    name: "United Distributors Pakistan",
    type: "DISTRIBUTOR",
    classification: "B",
    contactPerson: "Farah Naz",
    primaryEmail: "orders@udpl.example.pk",
    primaryPhone: "+92 345 2233445",
    secondaryPhone: "+92 21 34567890",
    businessAddress: "UDPL House, 88 Main Boulevard, Gulberg III",
    city: "Lahore",
    bankName: "United Bank Limited",
    branchCode: "0760",
    branchCity: "Lahore",
    bban: "UNIL0007600112233445",
    creditLimit: 1200000,
    leadTime: 2,
    paymentTerms: "Net 30",
    manufacturers: ["Reckitt", "Unilever", "Johnson & Johnson", "Beiersdorf", "Colgate-Palmolive"],
  },
];
