// The UIKit subset for the proof harness (being written).
