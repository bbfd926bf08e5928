// GET /openapi.json describes itself: a handler route that needs no key.
import { registerExtraOperation } from "./openapi-extra";

registerExtraOperation("/openapi.json", "GET", {
  operationId: "openapi-document",
  summary: "Get this OpenAPI document",
  description: "The OpenAPI 3.1 description of every operation of the API. No key needed.",
  tags: ["Meta"],
  security: [],
  "x-problems": [405],
  responses: {
    "200": {
      description: "The OpenAPI document",
      content: { "application/json": { schema: { type: "object", additionalProperties: true } } },
    },
  },
});
