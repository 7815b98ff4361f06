// The server installs the phone rules at start; the unit tests of the shared rules do the same.
import "../../common/format/phoneRulesStatic";
