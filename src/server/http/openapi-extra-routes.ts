// The modules that describe handler-route operations (registerExtraOperation).
// One import line per area; the document builder imports this file before it builds.
import "./openapi-self";
import "./openapi-reports";
import "./openapi-agreements";
