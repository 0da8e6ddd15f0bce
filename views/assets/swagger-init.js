// Starts Swagger UI on the document this server generates (see views/pages/swagger.ts).
window.addEventListener("load", function () {
  var root = document.getElementById("swagger-ui");
  window.ui = SwaggerUIBundle({ url: root.getAttribute("data-spec-url"), dom_id: "#swagger-ui", validatorUrl: "none", deepLinking: true });
});
