use super::*;
use crate::link::tests::{sample, START};

fn steps() -> Vec<String> {
    vec!["roll TBM".into()]
}

#[test]
fn a_seal_verifies_only_over_what_it_signed() {
    let link = sample();
    let steps = steps();
    let key = link.keys[0].key;
    let seal = link.seals[0];
    assert!(seal.verify(&key, &link.transcript(START, &steps)));
    let mut other = link.clone();
    other.id.push('x');
    assert!(!seal.verify(&key, &other.transcript(START, &steps)));
    let moved = vec!["roll TBW".to_string()];
    assert!(!seal.verify(&key, &link.transcript(START, &moved)));
    let mut shares = link.clone();
    shares.dice.shares[0].head[0] ^= 1;
    assert!(!seal.verify(&key, &shares.transcript(START, &steps)));
    let mut head = link.clone();
    head.dice.chains[0].head[0] ^= 1;
    assert!(!seal.verify(&key, &head.transcript(START, &steps)));
    // A reveal is not signed (it proves itself against the head).
    let mut reveal = link.clone();
    reveal.dice.chains[0].reveal = None;
    assert!(seal.verify(&key, &reveal.transcript(START, &steps)));
    let mut sig = seal;
    sig.sig[10] ^= 1;
    assert!(!sig.verify(&key, &link.transcript(START, &steps)));
    assert!(!seal.verify(&public_key(&[6; 32]), &link.transcript(START, &steps)));
    // Counts beyond what there is.
    let mut far = seal;
    far.counts.steps = 2;
    assert!(!far.verify(&key, &link.transcript(START, &steps)));
    // Another start (a header edited in transit), another receiver or sender.
    assert!(!seal.verify(
        &key,
        &link.transcript("[Game \"sandships\"]\n[Setup \"x\"]", &steps)
    ));
    let mut readdressed = seal;
    readdressed.to = 2;
    assert!(!readdressed.verify(&key, &link.transcript(START, &steps)));
    let mut sender = seal;
    sender.from = 2;
    assert!(!sender.verify(&key, &link.transcript(START, &steps)));
}

#[test]
fn a_seal_over_fewer_steps_stays_valid_as_the_game_grows() {
    let mut link = sample();
    let first = link.seals[0];
    let key = link.keys[0].key;
    let longer = vec!["roll TBM".to_string(), "B:b".to_string()];
    link.record.push_str(" B:b");
    assert!(first.verify(&key, &link.transcript(START, &longer)));
}

#[test]
fn fingerprints_are_ten_words_that_begin_with_the_five_shown_before() {
    let a = fingerprint(&public_key(&[1; 32]));
    let b = fingerprint(&public_key(&[2; 32]));
    assert_eq!(a.split(' ').count(), FINGERPRINT_WORDS);
    assert_ne!(a, b);
    assert_eq!(a, fingerprint(&public_key(&[1; 32])));
    // The words of the format before: SHA-256 of "turn-link key" and the key, a byte a word.
    let digest = Sha256::new_with_prefix(b"turn-link key")
        .chain_update(public_key(&[1; 32]))
        .finalize();
    let before: Vec<&str> = digest[..5].iter().map(|&b| WORDS[usize::from(b)]).collect();
    assert!(a.starts_with(&before.join(" ")), "{a}");
}

#[test]
fn a_seal_survives_a_save() {
    let seal = sample().seals[0];
    let text = serde_json::to_string(&seal).unwrap();
    assert_eq!(serde_json::from_str::<Seal>(&text).unwrap(), seal);
}
