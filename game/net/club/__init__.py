"""The club server: several `serve --redis` processes sharing one lobby, the seat tokens and every
table's record in Redis, each table owned by one process at a time through a lease
(docs/scaling.md, docs/protocol.md "Several servers")."""
