// A Swagger UI plugin: resolves an operation of our OpenAPI 3.1 document without re-reading the
// whole document (loaded before swagger-init.js, which installs it).
//
// Why: Swagger UI resolves each operation the first time a reader expands it, and for an OpenAPI
// 3.1 document its client (swagger-client) does that by turning the WHOLE document (~440 KB, 36
// operations) into an ApiDOM tree, normalizing it and dereferencing the operation in it: 0.6–0.8 s
// of script per operation on a quiet machine, several seconds on a busy one, for every reader of
// /swagger (docs/benchmarks.md, issue 24 item 7).
//
// What the client's resolver returns for a subtree of our document is the subtree with
// - each `{"$ref": "#/components/…"}` replaced by a copy of its target plus `$$ref` (the
//   absolute address of the target), and
// - the client's normalizations applied: operationIds made of word characters (the original kept
//   in `__originalOperationId`), the document's `security` copied to operations without one, and
//   a parameter's or header's own example(s) copied into its schema's example(s), and a
//   response `default` listed before the status codes.
// This does the same with plain objects, in milliseconds. test/e2e/swagger-browser.test.ts
// compares the two on every operation of the document, key order included. Whatever it does not
// cover goes to the client's resolver unchanged: another OpenAPI version, a remote or relative
// reference, a reference with sibling keys, a chain or cycle of references, a pointer to nothing,
// path-level parameters, callbacks, links, encodings, components' path items, or operationIds
// that collide once normalized.
(function () {
  var UNSUPPORTED = { unsupported: true };
  var METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
  var has = function (o, k) {
    return Object.prototype.hasOwnProperty.call(o, k);
  };
  var isObject = function (v) {
    return v !== null && typeof v === "object" && !Array.isArray(v);
  };
  var copy = function (v) {
    return v === undefined ? v : JSON.parse(JSON.stringify(v));
  };

  function pointer(doc, ref) {
    var node = doc;
    var parts = ref.slice(2).split("/");
    for (var i = 0; i < parts.length; i++) {
      var key = decodeURIComponent(parts[i]).replace(/~1/g, "/").replace(/~0/g, "~");
      if (!isObject(node) || !has(node, key)) return undefined;
      node = node[key];
    }
    return node;
  }

  function hasRef(node) {
    if (Array.isArray(node)) return node.some(hasRef);
    if (!isObject(node)) return false;
    if (has(node, "$ref")) return true;
    for (var key in node) if (hasRef(node[key])) return true;
    return false;
  }

  /** A copy of `node` with every local reference replaced by its (reference-free) target. */
  function inline(node, doc, baseDoc) {
    if (Array.isArray(node)) return node.map(function (item) { return inline(item, doc, baseDoc); });
    if (!isObject(node)) return node;
    if (has(node, "$ref")) {
      var ref = node.$ref;
      if (Object.keys(node).length !== 1 || typeof ref !== "string" || ref.indexOf("#/components/") !== 0) throw UNSUPPORTED;
      var target = pointer(doc, ref);
      if (!isObject(target) || hasRef(target)) throw UNSUPPORTED;
      var out = copy(target);
      out.$$ref = baseDoc + ref;
      return out;
    }
    var result = {};
    for (var k in node) result[k] = inline(node[k], doc, baseDoc);
    return result;
  }

  // swagger-client's operationId normalizer (OpenAPI 3.1): every non-word character becomes "_";
  // an id of only whitespace becomes the method and path.
  function normalizedId(id, path, method) {
    if (id.replace(/\s/g, "").length) return id.replace(/\W/g, "_");
    return method.toLowerCase() + path.replace(/\W/g, "_");
  }

  /** Each operation of `paths` and `webhooks` by "where/path/method", or UNSUPPORTED thrown. */
  function operations(spec) {
    var found = [];
    // The client renames operationIds under components' path items too: not covered here.
    if (isObject(spec.components) && has(spec.components, "pathItems")) throw UNSUPPORTED;
    ["paths", "webhooks"].forEach(function (where) {
      var items = spec[where];
      if (!isObject(items)) return;
      for (var path in items) {
        var item = items[path];
        if (!isObject(item)) continue;
        if (has(item, "$ref") || has(item, "parameters")) throw UNSUPPORTED;
        METHODS.forEach(function (method) {
          var op = item[method];
          if (!isObject(op)) return;
          if (has(op, "callbacks")) throw UNSUPPORTED;
          found.push({ where: where, path: path, method: method, op: op });
        });
      }
    });
    return found;
  }

  // The client copies a parameter's (or header's) own example(s) into its schema where the schema
  // has an example of its own.
  function syncExamples(holder) {
    var schema = holder.schema;
    if (!isObject(schema) || (schema.example === undefined && schema.examples === undefined)) return;
    if (isObject(holder.examples)) {
      var values = Object.keys(holder.examples).map(function (k) { return copy(holder.examples[k] && holder.examples[k].value); });
      if (schema.examples !== undefined) schema.examples = values;
      if (schema.example !== undefined) schema.example = values[0];
      return;
    }
    if (holder.example !== undefined) {
      if (schema.examples !== undefined) schema.examples = [copy(holder.example)];
      if (schema.example !== undefined) schema.example = copy(holder.example);
    }
  }

  /** Applies the client's normalizations to `op` (a resolved copy), as the client would. */
  function normalizeOperation(op, spec, ids) {
    if (typeof op.operationId === "string" && has(ids, op.operationId)) {
      var original = op.operationId;
      op.operationId = ids[original];
      op.__originalOperationId = original;
    }
    if (op.security === undefined && Array.isArray(spec.security)) op.security = copy(spec.security);
    (Array.isArray(op.parameters) ? op.parameters : []).forEach(function (p) { if (isObject(p) && !has(p, "$$ref")) syncExamples(p); });
    var responses = isObject(op.responses) ? op.responses : {};
    // The client reads `default` (a fixed field) before the status codes, and so lists it first.
    if (has(responses, "default")) {
      var reordered = { default: responses.default };
      for (var key in responses) if (key !== "default") reordered[key] = responses[key];
      responses = op.responses = reordered;
    }
    for (var code in responses) {
      var headers = isObject(responses[code]) && !has(responses[code], "$$ref") ? responses[code].headers : null;
      if (isObject(responses[code]) && has(responses[code], "links")) throw UNSUPPORTED;
      if (isObject(headers)) for (var name in headers) if (isObject(headers[name]) && !has(headers[name], "$$ref")) syncExamples(headers[name]);
    }
    var content = isObject(op.requestBody) && isObject(op.requestBody.content) ? op.requestBody.content : {};
    for (var type in content) if (isObject(content[type]) && has(content[type], "encoding")) throw UNSUPPORTED;
  }

  function resolveLocally(spec, path, baseDoc) {
    var found = operations(spec);
    // operationIds the client renames; two renamed to the same id get numbered by the client.
    var ids = {};
    var taken = {};
    found.forEach(function (f) {
      if (typeof f.op.operationId !== "string") return;
      var id = normalizedId(f.op.operationId, f.path, f.method);
      if (id === f.op.operationId) return;
      if (has(taken, id)) throw UNSUPPORTED;
      taken[id] = true;
      ids[f.op.operationId] = id;
    });
    var subtree = spec;
    for (var i = 0; i < path.length; i++) {
      if (!isObject(subtree) || !has(subtree, path[i])) throw UNSUPPORTED;
      subtree = subtree[path[i]];
    }
    var resolved = inline(subtree, spec, baseDoc);
    if (path[0] === "components") return resolved;
    if (path[0] !== "paths" && path[0] !== "webhooks") throw UNSUPPORTED;
    // Normalize each operation inside the resolved subtree (a path item's, or the subtree itself).
    if (path.length >= 3) {
      if (path.length > 3 || METHODS.indexOf(path[2]) < 0) throw UNSUPPORTED;
      normalizeOperation(resolved, spec, ids);
    } else {
      var items = path.length === 1 ? resolved : { one: resolved };
      for (var p in items) METHODS.forEach(function (m) { if (isObject(items[p][m])) normalizeOperation(items[p][m], spec, ids); });
    }
    return resolved;
  }

  // How many subtrees each way (read by test/e2e/swagger-browser.test.ts).
  var counts = { local: 0, client: 0 };
  window.RivalscopeLocalRefs = function LocalRefs(system) {
    var clientResolve = null;
    return {
      fn: {
        resolveSubtree: function (spec, path, options) {
          var openapi31 = isObject(spec) && typeof spec.openapi === "string" && /^3\.1\./.test(spec.openapi);
          if (openapi31 && Array.isArray(path) && path.length > 0 && options && typeof options.baseDoc === "string") {
            try {
              var resolved = resolveLocally(spec, path, options.baseDoc.split("#")[0]);
              counts.local++;
              return Promise.resolve({ spec: resolved, errors: [] });
            } catch (e) {
              if (e !== UNSUPPORTED) throw e;
            }
          }
          counts.client++;
          if (!clientResolve) clientResolve = SwaggerUIBundle.plugins.SwaggerClient(system).fn.resolveSubtree;
          return clientResolve(spec, path, options);
        },
      },
    };
  };
  window.RivalscopeLocalRefs.counts = counts;
})();
