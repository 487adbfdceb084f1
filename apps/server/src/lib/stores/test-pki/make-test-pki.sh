#!/usr/bin/env bash
# Makes the test PKI that stands in for Apple's: a root, an intermediate and a leaf on P-256, with
# the extensions @apple/app-store-server-library checks (the intermediate's 1.2.840.113635.100.6.2.1,
# the leaf's 1.2.840.113635.100.6.11.1), valid 2020–2099 so fixed dates in tests stay inside them.
# A second chain under another root shows a chain Apple's root did not sign is refused.
# The files are committed; run this again only to change them. Test keys only: nothing trusts them.
set -euo pipefail
cd "$(dirname "$0")"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat > "$work/ca.cnf" <<CNF
[ca]
default_ca = test_ca
[test_ca]
database = $work/index.txt
new_certs_dir = $work
serial = $work/serial
default_md = sha256
policy = test_policy
unique_subject = no
copy_extensions = none
[test_policy]
commonName = supplied
organizationName = optional
countryName = optional
[root]
basicConstraints = critical, CA:TRUE
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
[intermediate]
basicConstraints = critical, CA:TRUE, pathlen:0
keyUsage = critical, keyCertSign, cRLSign
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
1.2.840.113635.100.6.2.1 = ASN1:NULL
[leaf]
basicConstraints = critical, CA:FALSE
keyUsage = critical, digitalSignature
subjectKeyIdentifier = hash
authorityKeyIdentifier = keyid
1.2.840.113635.100.6.11.1 = ASN1:NULL
CNF

# issue NAME SUBJECT EXTENSIONS [ISSUER]: a key and a certificate; no issuer signs it itself.
issue() {
  local name=$1 subject=$2 extensions=$3 issuer=${4:-}
  : > "$work/index.txt"
  openssl rand -hex 16 > "$work/serial"
  openssl ecparam -name prime256v1 -genkey -noout -out "$work/$name.ec.key"
  openssl pkcs8 -topk8 -nocrypt -in "$work/$name.ec.key" -out "$name.key"
  openssl req -new -key "$name.key" -subj "$subject" -out "$work/$name.csr"
  local signer=(-selfsign -keyfile "$name.key")
  [ -n "$issuer" ] && signer=(-cert "$issuer.pem" -keyfile "$issuer.key")
  openssl ca -batch -notext -config "$work/ca.cnf" -extensions "$extensions" \
    -startdate 20200101000000Z -enddate 20991231235959Z \
    "${signer[@]}" -in "$work/$name.csr" -out "$name.pem" 2> "$work/$name.log" ||
    { cat "$work/$name.log" >&2; exit 1; }
}

issue root '/CN=Citybook Test Root CA/O=Citybook Test/C=US' root
issue intermediate '/CN=Citybook Test StoreKit Intermediate/O=Citybook Test/C=US' intermediate root
issue leaf '/CN=Citybook Test StoreKit Signing/O=Citybook Test/C=US' leaf intermediate

issue other-root '/CN=Someone Else Root CA/O=Someone Else/C=US' root
issue other-intermediate '/CN=Someone Else Intermediate/O=Someone Else/C=US' intermediate other-root
issue other-leaf '/CN=Someone Else Signing/O=Someone Else/C=US' leaf other-intermediate

# Only the leaves sign in tests: the CA keys are not kept.
rm -f root.key intermediate.key other-root.key other-intermediate.key
echo "Test PKI written to $(pwd)"
