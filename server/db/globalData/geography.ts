/** The countries and cities every tenant picks from (global data). */
export const geography = [
  {
    name: "Pakistan",
    code: "PK",
    cities: ["Karachi", "Lahore", "Islamabad", "Rawalpindi", "Faisalabad", "Multan", "Peshawar", "Quetta", "Hyderabad", "Sialkot", "Gujranwala"],
  },
  { name: "United Arab Emirates", code: "AE", cities: ["Dubai", "Abu Dhabi", "Sharjah"] },
  { name: "Saudi Arabia", code: "SA", cities: ["Riyadh", "Jeddah"] },
  { name: "United Kingdom", code: "GB", cities: ["London", "Manchester"] },
] as const;
