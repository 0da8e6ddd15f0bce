// Starts Swagger UI on the document this server generates (see views/pages/swagger.ts), with the
// resolver of swagger-local-refs.js (an operation opens in milliseconds instead of a second).
window.addEventListener("load", function () {
  var root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({ url: root.getAttribute("data-spec-url"), dom_id: "#swagger-ui", validatorUrl: "none", deepLinking: true, plugins: [window.RivalscopeLocalRefs] });
});
