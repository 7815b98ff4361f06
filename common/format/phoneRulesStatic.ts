// Imported for its effect where the phone rules must be there from the start (the server's services, the unit
// tests): installs the phone library synchronously, so phone.ts never has to wait.
import { installPhoneParser } from "./phone";
import { parsePhone } from "./phoneParser";

installPhoneParser(parsePhone);
