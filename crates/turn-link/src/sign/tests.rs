use super::*;
use crate::link::tests::sample;

fn steps() -> Vec<String> {
    vec!["roll TBM".into()]
}

#[test]
fn a_seal_verifies_only_over_what_it_signed() {
    let link = sample();
    let steps = steps();
    let key = link.keys[0].key;
    let seal = link.seals[0];
    assert!(seal.verify(&key, &link.transcript(&steps)));
    let mut other = link.clone();
    other.id.push('x');
    assert!(!seal.verify(&key, &other.transcript(&steps)));
    let moved = vec!["roll TBW".to_string()];
    assert!(!seal.verify(&key, &link.transcript(&moved)));
    let mut nonce = link.clone();
    nonce.dice.nonces[0].value[0] ^= 1;
    assert!(!seal.verify(&key, &nonce.transcript(&steps)));
    let mut head = link.clone();
    head.dice.chains[0].head[0] ^= 1;
    assert!(!seal.verify(&key, &head.transcript(&steps)));
    // A reveal is not signed (it proves itself against the head).
    let mut reveal = link.clone();
    reveal.dice.chains[0].reveal = None;
    assert!(seal.verify(&key, &reveal.transcript(&steps)));
    let mut sig = seal;
    sig.sig[10] ^= 1;
    assert!(!sig.verify(&key, &link.transcript(&steps)));
    assert!(!seal.verify(&public_key(&[6; 32]), &link.transcript(&steps)));
    // Counts beyond what there is.
    let mut far = seal;
    far.counts.steps = 2;
    assert!(!far.verify(&key, &link.transcript(&steps)));
}

#[test]
fn a_seal_over_fewer_steps_stays_valid_as_the_game_grows() {
    let mut link = sample();
    let first = link.seals[0];
    let key = link.keys[0].key;
    let longer = vec!["roll TBM".to_string(), "B:b".to_string()];
    link.record.push_str(" B:b");
    assert!(first.verify(&key, &link.transcript(&longer)));
}

#[test]
fn fingerprints_are_five_words_and_differ_by_key() {
    let a = fingerprint(&public_key(&[1; 32]));
    let b = fingerprint(&public_key(&[2; 32]));
    assert_eq!(a.split(' ').count(), FINGERPRINT_WORDS);
    assert_ne!(a, b);
    assert_eq!(a, fingerprint(&public_key(&[1; 32])));
}

#[test]
fn a_seal_survives_a_save() {
    let seal = sample().seals[0];
    let text = serde_json::to_string(&seal).unwrap();
    assert_eq!(serde_json::from_str::<Seal>(&text).unwrap(), seal);
}
